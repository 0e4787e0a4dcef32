/**
 * A money figure in free text: a currency sign or code before digits, or a currency's name after them
 * (`₹50,000`, `$ 10.000`, `Rs. 5000`, `MXN 8,000`, `20 000 pesos`, `5,000 rupees`).
 */
const MONEY_FIGURE = /[$₹]\s?\d|\b(?:rs|inr|mxn)\.?\s?\d|\d[\d,.\s]*\s?(?:pesos|rupees|mxn|inr)\b/i;

export const statesAmount = (text: string): boolean => MONEY_FIGURE.test(text);
