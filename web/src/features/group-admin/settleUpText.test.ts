import { describe, expect, it } from 'vitest';
import { balanceText, paymentDraftErrors, signedMoney, transferText } from './settleUpText';

describe('settle-up text', () => {
  it('says who is owed and who owes, with the signed figure', () => {
    expect(balanceText(4000)).toBe('is owed $40.00');
    expect(balanceText(-1250)).toBe('owes $12.50');
    expect(balanceText(0)).toBe('is square');
    expect(signedMoney(4000)).toBe('+$40.00');
    expect(signedMoney(-123456)).toBe('−$1,234.56');
    expect(transferText('Bea', 'Cal', 4000)).toBe('Bea pays Cal $40.00');
  });

  it("checks a payment with core's rule before it is sent", () => {
    const ok = paymentDraftErrors({ fromUserId: 'a', toUserId: 'b', amount: '40' });
    expect(ok).toEqual({ errors: {}, amountCents: 4000 });
    expect(paymentDraftErrors({ fromUserId: null, toUserId: null, amount: '' }).errors).toEqual({
      fromUserId: 'Pick who paid',
      toUserId: 'Pick who was paid',
      amount: 'Enter the amount paid',
    });
    expect(paymentDraftErrors({ fromUserId: 'a', toUserId: 'a', amount: 5 }).errors).toEqual({
      toUserId: 'A payment is from one member to another',
    });
    expect(paymentDraftErrors({ fromUserId: 'a', toUserId: 'b', amount: 0 }).errors).toEqual({
      amount: 'A payment must be more than $0',
    });
    expect(
      paymentDraftErrors({ fromUserId: 'a', toUserId: 'b', amount: 1_000_000.01 }).errors,
    ).toEqual({ amount: 'Payment must be at most $1,000,000' });
  });
});
