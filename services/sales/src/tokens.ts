export const SALES_ENV = Symbol('SALES_ENV');
