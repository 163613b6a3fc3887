import { expect, test } from '@playwright/test';
import { gotoSettled } from './settled';

// Issue 25: the designer's text field stops at the design budget's length (rules/designBudget.ts) and says so,
// before the server would refuse the design.
test('the text field takes at most 500 characters and says so at the limit', async ({ page }) => {
  await gotoSettled(page, '/designer/personalised-vinyl-rug');
  await page.getByTestId('designer-bg-apply').click();
  const input = page.getByTestId('designer-text-input');
  await input.fill('W'.repeat(499));
  await expect(page.getByText('A text can have at most 500 characters.')).toHaveCount(0);
  await input.pressSequentially('WWW');
  await expect(input).toHaveValue('W'.repeat(500));
  await expect(page.getByText('A text can have at most 500 characters.')).toBeVisible();
  await page.getByTestId('designer-text-add').click();
  await expect(page.getByTestId('designer-object')).toHaveCount(1);
});
