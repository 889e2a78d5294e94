// Where a login success leads (spec part 1 §4 Login success, part 2 §4): after the server heard
// of it (vxpay/onsuccess), a stored redirect action first, else the address the server answered,
// else the page reloads.

export type AfterLogin = { kind: 'assign'; url: string } | { kind: 'reload' };

export function afterLoginSuccess(storedRedirect: string | null, answeredUrl: string | null): AfterLogin {
  const url = storedRedirect ?? answeredUrl;
  return url ? { kind: 'assign', url } : { kind: 'reload' };
}
