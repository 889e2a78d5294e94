import { useLingui } from '@lingui/react/macro';
import { NAME_RULES, PASSWORD_RULES } from '../../../../src/contract/checkoutRules.ts';
import type { AccountField, AccountProblem, AccountProblems } from '../accountForm.ts';

/** The sentence for a field's problem in the login, signup and reset forms. */
export function useAccountProblemText(): (problems: AccountProblems, field: AccountField) => string | null {
  const { t } = useLingui();
  return (problems, field) => {
    const problem: AccountProblem | undefined = problems[field];
    if (!problem) return null;
    const minPassword = PASSWORD_RULES.minLength;
    const maxPassword = PASSWORD_RULES.maxLength;
    const minName = NAME_RULES.minLength;
    const maxName = NAME_RULES.maxLength;
    switch (`${field}:${problem}`) {
      case 'email:invalid':
        return t`Please enter a valid e-mail address.`;
      case 'email:taken':
        return t`This e-mail address is already registered. Log in instead?`;
      case 'name:taken':
        return t`This name is already taken.`;
      case 'name:invalid':
        return t`Use only letters, digits, dots, dashes and underscores.`;
      case 'name:tooShort':
      case 'name:tooLong':
        return t`The name needs ${minName} to ${maxName} characters.`;
      case 'password:tooShort':
      case 'password:tooLong':
      case 'password:invalid':
        return t`The password needs ${minPassword} to ${maxPassword} characters.`;
      case 'password:blank':
        return t`The password cannot consist of spaces only.`;
      case 'password:common':
        return t`This password is one of the most common ones and easy to guess. Please choose another.`;
      case 'passwordRepeat:mismatch':
        return t`The passwords do not match.`;
      case 'acceptTerms:required':
        return t`Please accept the terms to sign up.`;
      default:
        return t`Please fill in this field.`;
    }
  };
}
