import { paths } from '@/config/paths';
import { LegalPageLayout } from './legal-page-layout';
import { LegalList, LegalSection } from './legal-section';
import { MoneyBackGuarantee } from './money-back-guarantee';
import { NotClinical } from './not-clinical';
import { SupportEmail } from './support-email';
import { TextLink } from './text-link';

/** Route `/privacy`: what the site stores about you, which cookies it sets, who sees what, and how to ask about it. */
export function PrivacyPage() {
  return (
    <LegalPageLayout
      documentTitle="Privacy Policy"
      heading="Privacy Policy"
      intro="What we store about you, why, who can see it, and what you can ask us to do with it."
    >
      <LegalSection id="what-we-store" title="What we store">
        <LegalList>
          <li>
            <strong>Your account:</strong> your e-mail address, your name if you give one, your preferred language, and your password if you
            set one (stored only as a one-way hash). If you sign in with Google, we store the link to your Google account.
          </li>
          <li>
            <strong>Your e-mail before you pay:</strong> the address you enter to receive your results, kept even if you do not buy.
          </li>
          <li>
            <strong>Your tests:</strong> your answers, the time you took, your results and certificates, and the points and level you earn.
          </li>
          <li>
            <strong>Your payments:</strong> what you bought, the amount, its status and any refund, and your membership&apos;s status. Card
            details are entered into our payment provider&apos;s form and go straight to the provider: they never touch our servers.
          </li>
          <li>
            <strong>Your messages:</strong> what you send us through the Help Center&apos;s contact form.
          </li>
          <li>
            <strong>Referrals:</strong> your referral code, and, when someone arrives through your link, that their browser came from you, so
            we can credit you if they buy.
          </li>
          <li>
            <strong>Technical records:</strong> your network address and browser description with each sign-in, the browser description with
            each test you start, and counts of requests per network address, which we use to stop abuse.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="cookies" title="Cookies and browser storage">
        <LegalList>
          <li>
            <strong>Session cookie:</strong> keeps you signed in. It is set when you sign in and removed when you sign out.
          </li>
          <li>
            <strong>Visitor id cookie:</strong> a random id that ties your test to this browser before you have an account, so a reload
            continues the same test. Page scripts cannot read it, and it is kept for one year.
          </li>
          <li>
            <strong>Browser storage:</strong> a copy of your answers, your result and your e-mail address, used only to show them. The copy
            on our servers is the one that counts.
          </li>
        </LegalList>
        <p>We set no advertising cookies. On the checkout page, the payment provider&apos;s card form may set its own cookies to prevent fraud.</p>
      </LegalSection>

      <LegalSection id="use" title="How we use it">
        <p>
          To run the test and score it, to give you your results, certificate and reports, to take payments and refunds, to send you the
          e-mails the service needs (sign-in links, the reminder before your trial ends, confirmations), to answer your messages, and to
          keep the site safe from abuse. We do not sell your data.
        </p>
      </LegalSection>

      <LegalSection id="who-sees-it" title="Who can see it">
        <LegalList>
          <li>You, when signed in. Other users never see your results unless you share a certificate or its link.</li>
          <li>The site&apos;s staff, who can read accounts and test results to run the service and answer your requests.</li>
          <li>Our payment provider, for payments, and our e-mail delivery service, for the e-mails we send you.</li>
          <li>
            Anyone who has a certificate&apos;s id or its link: they can check that certificate and see what it shows (the name, the score,
            the date and the test), nothing else.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="results" title="About your results">
        <NotClinical />
      </LegalSection>

      <LegalSection id="your-choices" title="Your choices">
        <p>
          You can change your name and language in the settings on <TextLink to={paths.profile}>your profile</TextLink>. To get a copy of
          your data, or to have your account and data deleted, write to <SupportEmail /> from the address of your account. Records of
          payments may have to be kept for as long as the law requires.
        </p>
      </LegalSection>

      <LegalSection id="payments" title="Payments and refunds">
        <MoneyBackGuarantee />
        <p>
          What is charged and when is in the <TextLink to={paths.terms}>Terms of Service</TextLink>; how to ask for a refund is in the{' '}
          <TextLink to={paths.refundPolicy}>Refund Policy</TextLink>.
        </p>
      </LegalSection>
    </LegalPageLayout>
  );
}
