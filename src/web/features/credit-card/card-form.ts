/** What the card page gives either card form (the sandbox's fields or Stripe's). */
export interface CardFormProps {
  /** The provider's token for the card the payer entered; the page saves it. */
  onToken: (token: string) => void;
  /** The server's refusal of the token (a 422 on `token`): it is about the card as a whole. */
  tokenErrors: readonly string[] | undefined;
  /** Saving is under way. */
  saving: boolean;
  submitLabel: string;
}
