import { Injectable } from '@nestjs/common';
import type { Valuation, ValuationQuery } from '@rl/contracts';
import { ValidationFailed } from '@rl/service-kit';
import { findMake, findModel, isKnownYear, trims } from '@rl/vehicle-catalog';
import { zipPoint } from '../../geo/zip-codes.js';
import { YEAR_WINDOWS } from '../../price-guidance/price-method.js';
import { PriceGuidanceStore } from '../../price-guidance/price-guidance.store.js';
import { valueCar } from '../../price-guidance/valuation-method.js';
import { AnswerCache } from '../../public-cache/answer-cache.js';

const WIDEST_WINDOW = YEAR_WINDOWS[YEAR_WINDOWS.length - 1]!;

/**
 * POST /api/valuations: checks the car against the vehicle catalog and the ZIP code against the ZIP data
 * (400 naming the field), then values it from its make + model group. The group's comparables of the
 * model years the method may use are read once per make, model and year and kept in the public answer
 * cache (dropped on every listing change), so a burst of valuations of popular cars costs few queries.
 */
@Injectable()
export class ValueVehicleService {
  constructor(private readonly store: PriceGuidanceStore, private readonly cache: AnswerCache) {}

  async value(q: ValuationQuery): Promise<Valuation> {
    const make = findMake(q.make);
    if (!make) throw new ValidationFailed([{ field: 'make', message: `${q.make} is not a make we know` }]);
    const model = findModel(make, q.model);
    if (!model) throw new ValidationFailed([{ field: 'model', message: `${q.model} is not a ${make} model we know` }]);
    if (isKnownYear(model.make, model.model, q.year) === false) {
      throw new ValidationFailed([{ field: 'year', message: `${model.make} did not build the ${model.model} in ${q.year}` }]);
    }
    const where = q.zipCode === undefined ? null : zipPoint(q.zipCode);
    if (q.zipCode !== undefined && !where) throw new ValidationFailed([{ field: 'zipCode', message: 'zipCode is not a known US ZIP code' }]);
    const trim = q.trim ? (trims(model.make, model.model).find((t) => t.toLowerCase() === q.trim!.toLowerCase()) ?? q.trim) : null;
    const group = { makeKey: model.make.toLowerCase(), modelKey: model.model.toLowerCase() };
    const pool = await this.cache.through(`valuation-pool:${group.makeKey}|${group.modelKey}|${q.year}`,
      () => this.store.loadValuationPool(group, q.year, WIDEST_WINDOW));
    const valued = valueCar({ year: q.year, trim, mileage: q.mileage, condition: q.condition, price: q.price }, pool, where, new Date());
    return { vehicle: { year: q.year, make: model.make, model: model.model, trim }, ...valued };
  }
}
