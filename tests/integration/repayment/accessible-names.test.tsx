import './setup';
import { screen } from '@testing-library/react';
import { computeAccessibleName } from 'dom-accessibility-api';
import { renderRoute } from '../../support/render-route';
import { paths } from '@/config/paths';

/**
 * WCAG 2.5.3 (axe `label-content-name-mismatch`): a control's accessible name contains the words it shows, so
 * that a borrower who says what they see ("OXXO", "Copiar") reaches it by voice.
 */
function shownText(element: Element): string {
  const clone = element.cloneNode(true) as Element;
  for (const hidden of clone.querySelectorAll('[aria-hidden="true"], .visually-hidden, [hidden]'))
    hidden.remove();
  return (clone.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const normal = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

async function expectNamesContainShownText(path: string, pageQuery: string, landmark: string) {
  await renderRoute(path, { pageQuery });
  await screen.findByText(landmark);
  const controls = [...screen.queryAllByRole('link'), ...screen.queryAllByRole('button')];
  expect(controls.length).toBeGreaterThan(3);
  for (const control of controls) {
    const shown = normal(shownText(control));
    if (!shown) continue;
    expect(normal(computeAccessibleName(control)), `${control.outerHTML.slice(0, 120)}`).toContain(shown);
  }
}

describe('every control’s name contains the text it shows', () => {
  it.each([
    ['/repay, Mexico', `${paths.repay}?productId=7&orderId=9001`, '', 'OXXO'],
    ['/repay, India', `${paths.repay}?productId=7&orderId=9001`, '?type=1', 'UPI (any UPI app)'],
    ['/repayDelay, Mexico', `${paths.repayDelay}?productId=7&orderId=9001`, '', 'OXXO'],
    ['/repayDelay, India', `${paths.repayDelay}?productId=7&orderId=9001`, '?type=1', 'UPI (any UPI app)'],
  ])('%s', async (_name, path, pageQuery, landmark) => {
    await expectNamesContainShownText(path, pageQuery, landmark);
  });
});
