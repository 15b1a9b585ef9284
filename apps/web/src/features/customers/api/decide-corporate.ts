import { type CorporateCustomer, corporateCustomerSchema } from '@aml/contracts';
import { apiRequest } from '../../../lib/api-client';
import { type DecisionInput, decisionBody } from './decide-individual';

/** PUT /api/CorporateUser/onboard-corporate-user/{id}?mode= (spec 2 §4.2, §7; modes in decision 108). */
export function decideCorporate({ id, mode, remarks }: DecisionInput): Promise<CorporateCustomer> {
  return apiRequest(`/api/CorporateUser/onboard-corporate-user/${encodeURIComponent(id)}?mode=${mode}`, {
    method: 'PUT',
    body: decisionBody(remarks),
    schema: corporateCustomerSchema,
    quiet: true,
  });
}
