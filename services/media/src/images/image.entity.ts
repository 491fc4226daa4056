import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { ImageVariantName, PhotoFinding, PhotoMeasures } from '@rl/contracts';
import type { SourceFormat } from './process-image.js';

export interface StoredVariant {
  name: ImageVariantName;
  key: string;
  width: number;
  height: number;
  bytes: number;
}

/** One uploaded photo: who uploaded it and where its variants are in the bucket. */
@Entity({ name: 'images' })
export class ImageEntity {
  /** random; also the folder of its objects (`img/<id>/<variant>.webp`) */
  @PrimaryColumn('uuid')
  id!: string;

  /** user id from the identity of the upload */
  @Column({ name: 'owner_id', type: 'varchar', length: 100 })
  ownerId!: string;

  /** object keys of every variant (GIN-indexed: the owners lookup goes by key) */
  @Column({ type: 'text', array: true })
  keys!: string[];

  @Column({ type: 'jsonb' })
  variants!: StoredVariant[];

  /** size of the main (`url`) variant */
  @Column({ type: 'int' })
  width!: number;

  @Column({ type: 'int' })
  height!: number;

  /** stored bytes, all variants together */
  @Column({ type: 'int' })
  bytes!: number;

  @Column({ name: 'source_format', type: 'varchar', length: 8 })
  sourceFormat!: SourceFormat;

  @Column({ name: 'source_bytes', type: 'int' })
  sourceBytes!: number;

  /** size of the upload once oriented */
  @Column({ name: 'source_width', type: 'int' })
  sourceWidth!: number;

  @Column({ name: 'source_height', type: 'int' })
  sourceHeight!: number;

  /** the photo checks of this photo on its own (null: uploaded before the checks existed) */
  @Column({ type: 'jsonb', nullable: true })
  findings!: PhotoFinding[] | null;

  @Column({ type: 'jsonb', nullable: true })
  measures!: PhotoMeasures | null;

  /** perceptual hash (64 bits as 16 hex digits): near-duplicates among a listing's photos */
  @Column({ type: 'varchar', length: 16, nullable: true })
  phash!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
