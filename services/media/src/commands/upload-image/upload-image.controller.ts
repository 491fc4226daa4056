import { Controller, HttpCode, Post, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';
import { FileInterceptor } from '@nestjs/platform-express';
import { IMAGE_UPLOAD_FIELD, MEDIA_LIMITS, ROUTES, type Identity, type UploadedImage } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { fileProblem } from '../../images/file-problem.js';
import { UploadLimits } from '../../limits/upload-limits.js';
import { UploadErrorsInterceptor } from './upload-errors.interceptor.js';
import { UploadImageService } from './upload-image.service.js';

/** What multer's memory storage hands over (only the bytes are trusted, and only after checking). */
interface ReceivedFile {
  buffer: Buffer;
  size: number;
}

@Controller()
export class UploadImageController {
  constructor(private readonly uploads: UploadImageService, private readonly limits: UploadLimits) {}

  /**
   * multipart/form-data, one image in `file`. The identity guard runs before the body is read, so
   * an anonymous upload is refused (401) without parsing it. multer keeps the file in memory,
   * at most 10 MB (413 beyond), one file, a few small fields.
   */
  @Post(ROUTES.mediaImages)
  @HttpCode(201)
  @RequireUser()
  @UseInterceptors(
    UploadErrorsInterceptor,
    FileInterceptor(IMAGE_UPLOAD_FIELD, {
      limits: { fileSize: MEDIA_LIMITS.maxBytes, files: 1, fields: 5, fieldSize: 1024, fieldNameSize: 100, parts: 8, headerPairs: 50 },
    }),
  )
  async upload(
    @UploadedFile() file: ReceivedFile | undefined,
    @CurrentIdentity() who: Identity,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UploadedImage> {
    if (!file) throw fileProblem(400, `Attach one image in the form field "${IMAGE_UPLOAD_FIELD}"`);
    await this.limits.perUser.consume(who.userId);
    // the uploader gave up (timed out, went away) while the upload waited its turn: it is not stored
    const gone = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    return this.uploads.upload(who.userId, file.buffer, gone.signal);
  }
}
