// Login, signup and password-reset input, checked before sending with the rules the server
// applies too (contract PASSWORD_RULES, NAME_RULES; e-mail per spec part 1 §5). Whether a
// password is a common one only the server knows (it holds the list): its refusal names the
// reason, which problemOfRefusal turns into the field's problem.
import { NAME_RULES, PASSWORD_PROBLEMS, PASSWORD_RULES, type PasswordProblem } from '../../../src/contract/checkoutRules.ts';
import { isValidEmail } from '../../../src/contract/validation.ts';

export type AccountProblem = 'required' | 'invalid' | 'tooShort' | 'tooLong' | 'mismatch' | 'taken' | 'blank' | 'common';
export type AccountField = 'email' | 'name' | 'password' | 'passwordRepeat' | 'acceptTerms';
export type AccountProblems = Partial<Record<AccountField, AccountProblem>>;

const NAME_PATTERN = new RegExp(NAME_RULES.pattern);

export function emailProblem(email: string): AccountProblem | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return 'required';
  return isValidEmail(trimmed) ? undefined : 'invalid';
}

function passwordProblem(password: string): AccountProblem | undefined {
  if (password === '') return 'required';
  if (password.trim() === '') return 'blank';
  if (password.length < PASSWORD_RULES.minLength) return 'tooShort';
  return password.length > PASSWORD_RULES.maxLength ? 'tooLong' : undefined;
}

function nameProblem(name: string): AccountProblem | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length < NAME_RULES.minLength) return 'tooShort';
  if (trimmed.length > NAME_RULES.maxLength) return 'tooLong';
  return NAME_PATTERN.test(trimmed) ? undefined : 'invalid';
}

function collect(entries: [AccountField, AccountProblem | undefined][]): AccountProblems {
  const problems: AccountProblems = {};
  for (const [field, problem] of entries) if (problem) problems[field] = problem;
  return problems;
}

/** Login checks only presence and e-mail shape: the password rules may have changed since signup. */
export function loginProblems(input: { email: string; password: string }): AccountProblems {
  return collect([
    ['email', emailProblem(input.email)],
    ['password', input.password === '' ? 'required' : undefined],
  ]);
}

export function signupProblems(input: { email: string; name: string; password: string; acceptTerms: boolean }): AccountProblems {
  return collect([
    ['email', emailProblem(input.email)],
    ['name', nameProblem(input.name)],
    ['password', passwordProblem(input.password)],
    ['acceptTerms', input.acceptTerms ? undefined : 'required'],
  ]);
}

export function resetProblems(input: { password: string; passwordRepeat: string }): AccountProblems {
  return collect([
    ['password', passwordProblem(input.password)],
    ['passwordRepeat', input.passwordRepeat === '' ? 'required' : input.passwordRepeat !== input.password ? 'mismatch' : undefined],
  ]);
}

/**
 * The problem of a field the server refused (VALIDATION_FAILED or CONFLICT naming the field):
 * a taken e-mail or name, a password rule by its reason, anything else invalid.
 */
export function problemOfRefusal(code: string, details: unknown): AccountProblem {
  if (code === 'CONFLICT') return 'taken';
  const reason = typeof details === 'object' && details !== null ? (details as { reason?: unknown }).reason : undefined;
  return (PASSWORD_PROBLEMS as readonly unknown[]).includes(reason) ? (reason as PasswordProblem) : 'invalid';
}

export function hasAccountProblems(problems: AccountProblems): boolean {
  return Object.keys(problems).length > 0;
}
