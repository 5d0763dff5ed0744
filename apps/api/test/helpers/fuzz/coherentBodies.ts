/**
 * Schema-valid values rarely agree with each other (a confirmation that matches its password, a range
 * that starts before it ends), so the fuzz would seldom get past the handlers' first check. These make
 * a valid body self-consistent, so the deeper paths are exercised too; mutations still break them.
 */
type Body = Record<string, unknown>;

const HINTS: Record<string, (body: Body) => Body> = {
  setPassword: (body) => ({ ...body, password_confirmation: body.password }),
  resetForgottenPassword: (body) => ({ ...body, password_confirmation: body.password }),
  createReport: (body) => {
    const [from, to] = [String(body.from), String(body.to)].sort();
    return { ...body, from, to };
  },
  adminSetMarketPrice: (body) => {
    const [sell, buy] = [String(body.sell_price), String(body.buy_price)].sort(
      (a, b) => Number(a) - Number(b),
    );
    return { ...body, buy_price: buy, sell_price: sell };
  },
};

export function coherent(operationId: string, value: unknown): unknown {
  const hint = HINTS[operationId];
  if (!hint || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return hint(value as Body);
}
