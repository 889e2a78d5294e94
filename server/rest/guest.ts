import type { FastifyInstance } from 'fastify';
import { centsToEuros, formatCurrency } from '../../src/lib/currency.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../src/contract/enums.ts';

/** Guest calls of spec part 2 §7.1 that exist so far; the accounts issue adds the rest. */
export async function guestRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { language?: string } }>('/guest/getGuestBalance', async (request) => {
    const language: Language = isLanguage(request.query.language) ? request.query.language : DEFAULT_LANGUAGE;
    const guest =
      request.access.guestId === null
        ? undefined
        : await app.db.selectFrom('guests').select(['balanceCents']).where('id', '=', request.access.guestId).executeTakeFirst();
    const balance = centsToEuros(guest?.balanceCents ?? 0);
    // Paying customers arrive with purchases (accounts issue); nobody has paid yet.
    return { success: true, balance, balanceFormatted: formatCurrency(balance, 'EUR', language), isPayingCustomer: false };
  });
}
