import { useRefusal } from './catalog';
// The contract's own rules (a name's, a length's) are said in the locale wherever a field shows one.
import '../forms/forms-catalog';

/** A form's refusal (a rule's English) in the portal's language: see `translateRefusal`. */
export const Refusal = ({ text }: { text: string }) => <>{useRefusal(text)}</>;
