import { type CorporateCustomer, corporateCustomerSchema } from '@aml/contracts';
import { apiRequest } from '../../../lib/api-client';
import { type DecisionInput, decisionBody } from './decide-individual';

/**
 * PUT /api/CorporateUser/force-onboard-corporate-partner/{partnerId}?mode= (spec 2 §4.2, §7): one partner's
 * decision; the answer is the partner's corporate customer.
 */
export function decidePartner({ id, mode, remarks }: DecisionInput): Promise<CorporateCustomer> {
  return apiRequest(`/api/CorporateUser/force-onboard-corporate-partner/${encodeURIComponent(id)}?mode=${mode}`, {
    method: 'PUT',
    body: decisionBody(remarks),
    schema: corporateCustomerSchema,
    quiet: true,
  });
}
