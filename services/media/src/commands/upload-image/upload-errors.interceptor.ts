import { HttpException, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { catchError, throwError, type Observable } from 'rxjs';
import { IMAGE_UPLOAD_FIELD, MEDIA_LIMITS } from '@rl/contracts';
import { fileProblem } from '../../images/file-problem.js';

const MB = MEDIA_LIMITS.maxBytes / 1024 / 1024;

/** multer's codes -> what the uploader is told (multer's own messages name no limit). */
const MESSAGES: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, `The file is larger than ${MB} MB`],
  LIMIT_FILE_COUNT: [400, 'Send one image at a time'],
  LIMIT_UNEXPECTED_FILE: [400, `Send the image in the form field "${IMAGE_UPLOAD_FIELD}"`],
  LIMIT_PART_COUNT: [400, 'The form has too many parts'],
  LIMIT_FIELD_COUNT: [400, 'The form has too many fields'],
  LIMIT_FIELD_KEY: [400, 'A form field name is too long'],
  LIMIT_FIELD_VALUE: [400, 'A form field value is too long'],
};

/**
 * Wraps the multipart parser (Nest's FileInterceptor, bound after this one): its errors become
 * answers that say which limit was hit and name the `file` field.
 */
@Injectable()
export class UploadErrorsInterceptor implements NestInterceptor {
  intercept(_ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((err: unknown) => {
        if (err instanceof HttpException) {
          const code = (err.cause as { code?: unknown } | undefined)?.code;
          const known = typeof code === 'string' ? MESSAGES[code] : undefined;
          if (known) return throwError(() => fileProblem(known[0], known[1]));
          if (err.cause && err.getStatus() < 500) return throwError(() => fileProblem(err.getStatus(), err.message));
        }
        return throwError(() => err);
      }),
    );
  }
}
