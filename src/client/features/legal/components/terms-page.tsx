import { paths } from '@/config/paths';
import { PRODUCTS, SUBSCRIPTION_PLAN, UPSELL_CODES, formatCents } from '@shared/payments/products';
import { trialTermsText } from '@shared/payments/trial-terms';
import { LegalPageLayout } from './legal-page-layout';
import { LegalList, LegalSection } from './legal-section';
import { MoneyBackGuarantee } from './money-back-guarantee';
import { NotClinical } from './not-clinical';
import { SupportEmail } from './support-email';
import { TextLink } from './text-link';

const trial = PRODUCTS.trial;
const monthly = `${formatCents(SUBSCRIPTION_PLAN.priceCents)} per ${SUBSCRIPTION_PLAN.interval}`;

/** Route `/terms`: what the service is, what is charged and when, how to cancel, and what results are not. */
export function TermsPage() {
  return (
    <LegalPageLayout
      documentTitle="Terms of Service"
      heading="Terms of Service"
      intro="These terms cover the IQ test on this site, your account, and everything you can buy here: what it costs, when you are charged and how to stop."
    >
      <LegalSection id="service" title="The service">
        <p>
          You can take our timed online IQ test without an account. Your answers are saved on our servers as you choose them, and your score is
          worked out there from those answers. Paying unlocks your score, your certificate and your full report.
        </p>
      </LegalSection>

      <LegalSection id="not-clinical" title="What your results are">
        <NotClinical />
      </LegalSection>

      <LegalSection id="account" title="Your account">
        <p>
          When you pay, we create an account for the e-mail address you gave, or use the one you already have, and your test results are
          added to it. You sign in with a link we e-mail you, with a password you set, or with Google where it is offered. Keep access to that e-mail address
          secure: whoever can read it can sign in.
        </p>
      </LegalSection>

      <LegalSection id="trial" title="The trial and the membership">
        <p className="rounded-xl border border-gray-200 bg-gray-50 p-4 font-medium">{trialTermsText(trial.priceCents)}</p>
        <LegalList>
          <li>
            The trial gives you {SUBSCRIPTION_PLAN.trialDays} days of full access for a single payment of {formatCents(trial.priceCents)}.
            If your introductory offer has run out, or a promo code applies, the checkout shows the price that applies before you pay.
          </li>
          <li>
            When the {SUBSCRIPTION_PLAN.trialDays} days are over, the {SUBSCRIPTION_PLAN.name.toLowerCase()} starts and {monthly} is charged
            to the card you paid with, then again every {SUBSCRIPTION_PLAN.interval}, until you cancel.
          </li>
          <li>We e-mail you a reminder two days before your trial turns into the paid membership.</li>
        </LegalList>
      </LegalSection>

      <LegalSection id="cancel" title="Cancelling">
        <p>
          You can cancel at any time in two clicks: on <TextLink to={paths.profile}>your profile</TextLink> or in the{' '}
          <TextLink to={paths.profileHelp}>Help Center</TextLink>, choose <strong>Cancel subscription</strong>, then{' '}
          <strong>Yes, cancel</strong>. Nothing more is charged after that. Your access lasts until the end of the period you have already
          paid for (the end of the trial, if you cancel during it), and we e-mail you a confirmation.
        </p>
        <p>
          Cancelling stops future charges; it does not refund earlier ones. For that, see the{' '}
          <TextLink to={paths.refundPolicy}>Refund Policy</TextLink>.
        </p>
      </LegalSection>

      <LegalSection id="one-off" title="One-off purchases">
        <p>
          After the trial we offer extra reports and packs. Each is a single payment that never renews, and each unlocks what it names in
          your account:
        </p>
        <LegalList>
          {UPSELL_CODES.map((code) => (
            <li key={code}>
              {PRODUCTS[code].name}: {formatCents(PRODUCTS[code].priceCents)}, once.
            </li>
          ))}
        </LegalList>
        <p>
          If your trial card is saved, one click on the offer charges it; otherwise the offer opens the payment provider&apos;s checkout page.
          Each offer shows its price before you accept it.
        </p>
      </LegalSection>

      <LegalSection id="refunds" title="Money-back guarantee">
        <MoneyBackGuarantee />
        <p>
          How to ask and what happens next is in the <TextLink to={paths.refundPolicy}>Refund Policy</TextLink>.
        </p>
      </LegalSection>

      <LegalSection id="certificates" title="Certificates">
        <p>
          Each certificate has its own id. Anyone who has that id, or the link or QR code printed on the certificate, can check it on our
          site and see what the certificate shows: the name on it, the score, the date and the test. Share it only with people you want to
          see those.
        </p>
      </LegalSection>

      <LegalSection id="fair-use" title="Fair use">
        <p>
          Please take the test yourself and do not try to read its answers, automate it or disrupt the site. The questions, reports and
          designs are ours; you may keep and share your own certificate and report.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="Questions">
        <p>
          Write to <SupportEmail /> or use the contact form in the <TextLink to={paths.profileHelp}>Help Center</TextLink>. How we handle your
          data is in the <TextLink to={paths.privacy}>Privacy Policy</TextLink>.
        </p>
      </LegalSection>
    </LegalPageLayout>
  );
}
