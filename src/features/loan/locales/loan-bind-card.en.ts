import type es from './loan-bind-card.es';

const loanBindCard: typeof es = {
  bindCard: {
    title: 'Link a bank card',
    intro: 'Your loan is paid into this account. Use a card in your own name.',
    bankName: 'Bank',
    holderName: 'Cardholder name',
    cardNo: 'Card number',
    submit: 'Link card',
    submitting: 'Linking…',
    successTitle: 'Card linked',
    successBody: 'Your card ending in {{last4}} is now linked.',
    continue: 'Continue with my loan',
    failed: 'The card could not be linked. {{reason}}',
    errors: {
      bankName: {
        required: 'Enter the name of your bank.',
        invalid: 'The bank name is too short.',
      },
      holderName: {
        required: 'Enter the cardholder name.',
        invalid: 'Enter the name as it appears on the card, letters only.',
      },
      cardNo: {
        required: 'Enter the card number.',
        invalid: 'The card number must have 12 to 19 digits.',
      },
    },
  },
};

export default loanBindCard;
