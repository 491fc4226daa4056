import { HttpException } from '@nestjs/common';
import { IMAGE_UPLOAD_FIELD, type ApiError } from '@rl/contracts';
import { defaultErrorName } from '@rl/service-kit';

/** An error answer about the uploaded file, naming the form field. */
export function fileProblem(status: number, message: string): HttpException {
  const body: ApiError = { statusCode: status, error: defaultErrorName(status), message, fields: [{ field: IMAGE_UPLOAD_FIELD, message }] };
  return new HttpException(body, status);
}
