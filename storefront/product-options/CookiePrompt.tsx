import { useEffect, useState } from 'react';
import { createInformationData } from '../data/information';
import { InfoDialog } from '../ui/InfoDialog';
import { wasAborted } from '../api/errors';
import { saveCookieChoice, type CookieChoice } from '../common/cookieChoice';

const information = createInformationData();

/** The cookie-choice prompt shown instead of adding to the cart while no choice is stored (SPEC.md section 4). */
export default function CookiePrompt({ onClose }: { onClose: () => void }) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    information.cookiesMessage('cookies-choice-required', controller.signal).then(
      (m) => setMessage(m),
      (e: unknown) => {
        if (!wasAborted(e)) setMessage('Please choose which cookies you accept before adding to your cart.');
      },
    );
    return () => controller.abort();
  }, []);
  const choose = (choice: CookieChoice) => {
    saveCookieChoice(choice);
    onClose();
  };
  return (
    <InfoDialog
      open
      onClose={onClose}
      title="Your cookie choice"
      testId="cookie-prompt"
      closeLabel=""
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={() => choose('necessary')} data-testid="cookie-necessary">
            Only necessary cookies
          </button>
          <button type="button" className="button button--primary" onClick={() => choose('accepted')} data-testid="cookie-accept">
            Accept all cookies
          </button>
        </>
      }
    >
      <p data-testid="cookie-message">{message ?? 'Loading…'}</p>
    </InfoDialog>
  );
}
