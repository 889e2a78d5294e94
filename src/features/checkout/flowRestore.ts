// Flow restore after a reload (spec part 1 §2): while a flow is open the page address carries
// `vxpFlow=<flow>&showModalbox=1`; at load that pair, or `vxpAutoFlow=<flow>` (a link that opens
// a flow), reopens the flow. And signup by itself (§4 Deferred actions): a guest arriving with
// signup e-mail, name and external token in signup mode gets the signup screen opened.

import { FLOW_VIEW, type PaymentOptions } from '../../contract/checkout.ts';
import type { PaymentFlow } from '../../contract/enums.ts';

const FLOW_PARAM = 'vxpFlow';
const SHOW_MODALBOX_PARAM = 'showModalbox';
const AUTO_FLOW_PARAM = 'vxpAutoFlow';

/** One of the spec's flow names. FLOW_VIEW names every flow (the contract checks it) and stays off the first load. */
export function isPaymentFlow(value: unknown): value is PaymentFlow {
  return typeof value === 'string' && Object.hasOwn(FLOW_VIEW, value);
}

/** The flow a page address asks to (re)open, or null. */
export function flowToRestore(search: string): PaymentFlow | null {
  const params = new URLSearchParams(search);
  const auto = params.get(AUTO_FLOW_PARAM);
  if (isPaymentFlow(auto)) return auto;
  const flow = params.get(FLOW_PARAM);
  if (isPaymentFlow(flow) && params.get(SHOW_MODALBOX_PARAM) === '1') return flow;
  return null;
}

/**
 * The page's query with the open flow written in (or, for null, the flow parameters removed);
 * other parameters stay. vxpAutoFlow goes once it has been used, or a reload would reopen a
 * closed flow.
 */
export function searchWithFlow(search: string, flow: PaymentFlow | null): string {
  const params = new URLSearchParams(search);
  params.delete(AUTO_FLOW_PARAM);
  if (flow) {
    params.set(FLOW_PARAM, flow);
    params.set(SHOW_MODALBOX_PARAM, '1');
  } else {
    params.delete(FLOW_PARAM);
    params.delete(SHOW_MODALBOX_PARAM);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const SIGNUP_PARAMS = ['signupEmail', 'signupName', 'extToken', 'screenName'] as const;

/** The signup options of a page address in signup mode with e-mail, name and external token; else null. */
export function signupFromQuery(search: string): Pick<PaymentOptions, 'screenName' | 'signupEmail' | 'signupName' | 'extToken'> | null {
  const params = new URLSearchParams(search);
  const signupEmail = params.get('signupEmail');
  const signupName = params.get('signupName');
  const extToken = params.get('extToken');
  if (params.get('screenName') !== 'signup' || !signupEmail || !signupName || !extToken) return null;
  return { screenName: 'signup', signupEmail, signupName, extToken };
}

/** The query without the signup parameters (the external token must not stay in the address bar). */
export function searchWithoutSignup(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of SIGNUP_PARAMS) params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}
