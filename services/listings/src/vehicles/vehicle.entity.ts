import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ListingStatus } from '@rl/contracts';

/**
 * A listing (spec §3). The table also holds columns the API never shows: latitude/longitude of the
 * ZIP code, color groups and the full-text document (see the migration).
 */
@Entity({ name: 'vehicles' })
export class VehicleEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'varchar', length: 100 })
  userId!: string;

  @Column({ type: 'varchar', length: 50 }) make!: string;
  @Column({ type: 'varchar', length: 80 }) model!: string;
  @Column({ type: 'varchar', length: 80, nullable: true }) trim!: string | null;
  @Column({ type: 'integer' }) year!: number;
  @Column({ type: 'integer' }) mileage!: number;
  /** numeric(10,2): pg returns it as a string ("45999.00") */
  @Column({ type: 'numeric', precision: 10, scale: 2 }) price!: string;
  @Column({ type: 'varchar', length: 20 }) condition!: string;
  @Column({ name: 'body_type', type: 'varchar', length: 30 }) bodyType!: string;
  @Column({ name: 'fuel_type', type: 'varchar', length: 30 }) fuelType!: string;
  @Column({ type: 'varchar', length: 30 }) transmission!: string;
  @Column({ type: 'varchar', length: 30 }) drivetrain!: string;
  @Column({ name: 'exterior_color', type: 'varchar', length: 40 }) exteriorColor!: string;
  @Column({ name: 'interior_color', type: 'varchar', length: 40 }) interiorColor!: string;
  @Column({ type: 'text' }) description!: string;
  @Column({ type: 'text', array: true, default: () => `'{}'` }) features!: string[];
  @Column({ type: 'text', array: true, default: () => `'{}'` }) images!: string[];
  @Column({ type: 'varchar', length: 100 }) location!: string;
  @Column({ name: 'zip_code', type: 'varchar', length: 5 }) zipCode!: string;
  @Column({ type: 'double precision', nullable: true }) latitude!: number | null;
  @Column({ type: 'double precision', nullable: true }) longitude!: number | null;
  @Column({ name: 'contact_phone', type: 'varchar', length: 30 }) contactPhone!: string;
  @Column({ name: 'contact_email', type: 'varchar', length: 254 }) contactEmail!: string;
  @Column({ name: 'contact_first_name', type: 'varchar', length: 100, nullable: true }) contactFirstName!: string | null;
  @Column({ name: 'contact_last_name', type: 'varchar', length: 100, nullable: true }) contactLastName!: string | null;
  @Column({ name: 'contact_location', type: 'varchar', length: 100, nullable: true }) contactLocation!: string | null;
  @Column({ type: 'varchar', length: 17 }) vin!: string;
  @Column({ name: 'carfax_report_url', type: 'varchar', length: 500, nullable: true }) carfaxReportUrl!: string | null;
  @Column({ name: 'recent_services', type: 'text', array: true, default: () => `'{}'` }) recentServices!: string[];
  @Column({ type: 'varchar', length: 16, default: 'pending' }) status!: ListingStatus;
  @Column({ type: 'integer', default: 0 }) views!: number;
  @Column({ name: 'is_featured', type: 'boolean', default: false }) isFeatured!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
