// The mail (and SMS) outbox. No mail server is configured (and none is needed to try the product), so
// sending a mail writes one info line to the server log with the mail's link: the person
// running the server opens the link from the console. It is the only place where a secret
// link may reach a log; everything else goes through the redaction of server/logging.ts.

/** The part of a pino logger the outbox writes to. */
export interface MailLogger {
  info(obj: object, msg: string): void;
}

type MailKind = 'password reset link' | 'e-mail verification link' | 'pinned actor online' | 'video share link';

export interface Mail {
  kind: MailKind;
  to: string;
  link: string;
  /** The mail's subject line, when it says more than its kind. */
  subject?: string;
  /** Text a guest wrote for the mail: plain text, logged quoted (never markup). */
  text?: string;
}

/** The kinds whose link is a secret (it logs a guest in or proves an address): never read back. */
const SECRET_KINDS: readonly MailKind[] = ['password reset link', 'e-mail verification link'];
/** The last mails "sent" by this process, newest last, for the internal route that reads them back (tests, support). */
const RECENT_MAILS_KEPT = 200;
const recent: (Mail & { at: number })[] = [];

/** The mails sent to an address lately (newest last); links of secret kinds withheld. */
export function recentMailsTo(to: string): (Omit<Mail, 'link'> & { link: string | null; at: number })[] {
  const address = to.trim().toLowerCase();
  return recent
    .filter((mail) => mail.to.toLowerCase() === address)
    .map((mail) => ({ ...mail, link: SECRET_KINDS.includes(mail.kind) ? null : mail.link }));
}

/** "Sends" a mail: one log line that says plainly that no mail left the server. */
export function sendMail(log: MailLogger, mail: Mail): void {
  recent.push({ ...mail, at: Date.now() });
  if (recent.length > RECENT_MAILS_KEPT) recent.shift();
  // The link goes in the message text, not in a field, so the logger's redaction of `token`
  // fields cannot hide it and no other line repeats it.
  const about = mail.subject ? `${mail.kind} ("${mail.subject}")` : mail.kind;
  const text = mail.text ? ` with the message ${JSON.stringify(mail.text)}` : '';
  log.info({ area: 'mail', kind: mail.kind }, `mail not sent (no mail server configured): ${about} for ${mail.to}: ${mail.link}${text}`);
}

export interface Sms {
  to: string;
  text: string;
}

/** "Sends" an SMS the same way: no SMS gateway is configured, so one log line says what would go out. */
export function sendSms(log: MailLogger, sms: Sms): void {
  // the number is masked but for its last three digits: a log is read by more people than a phone
  const masked = sms.to.replace(/\d(?=\d{3})/g, '•');
  log.info({ area: 'sms' }, `sms not sent (no SMS gateway configured): to ${masked}: ${sms.text}`);
}
