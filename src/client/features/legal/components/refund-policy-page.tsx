import { paths } from '@/config/paths';
import { PRODUCTS, SUBSCRIPTION_PLAN, formatCents } from '@shared/payments/products';
import { LegalPageLayout } from './legal-page-layout';
import { LegalList, LegalSection } from './legal-section';
import { MoneyBackGuarantee } from './money-back-guarantee';
import { SupportEmail } from './support-email';
import { TextLink } from './text-link';

/** Route `/refund-policy`: the money-back guarantee, how to ask for a refund, and how it differs from cancelling. */
export function RefundPolicyPage() {
  return (
    <LegalPageLayout
      documentTitle="Refund Policy"
      heading="Refund Policy"
      intro="When you can have your money back, how to ask, and what a refund changes in your account."
    >
      <LegalSection id="guarantee" title="Our money-back guarantee">
        <MoneyBackGuarantee />
        <p>
          It covers every payment you make here: the trial, each monthly membership charge and each one-off purchase, each counted from the
          day of that payment.
        </p>
      </LegalSection>

      <LegalSection id="how-to-ask" title="How to ask for a refund">
        <LegalList>
          <li>
            Write to <SupportEmail /> from the e-mail address of your account, or use the contact form in the{' '}
            <TextLink to={paths.profileHelp}>Help Center</TextLink>.
          </li>
          <li>
            Say which payment you want back, with its date and amount. Your payments and their receipts are listed under Billing in the Help
            Center.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="what-happens" title="What happens next">
        <LegalList>
          <li>We refund the payment in full to the card or payment method you paid with. How soon it shows on your statement depends on your bank.</li>
          <li>
            A refunded purchase no longer unlocks what it bought: a refund of the trial fee locks your score, certificate and full report
            again, and a refund of a one-off purchase removes the report or pack it unlocked.
          </li>
          <li>A refund on its own does not cancel your membership. If you want no further charges, cancel it as well (see below).</li>
        </LegalList>
      </LegalSection>

      <LegalSection id="cancelling" title="Cancelling is not the same as a refund">
        <p>
          Cancelling stops future charges; a refund gives back a payment already made. You can cancel in two clicks on{' '}
          <TextLink to={paths.profile}>your profile</TextLink> or in the <TextLink to={paths.profileHelp}>Help Center</TextLink>:{' '}
          <strong>Cancel subscription</strong>, then <strong>Yes, cancel</strong>.
        </p>
        <p>
          If you cancel during the {SUBSCRIPTION_PLAN.trialDays}-day trial, the {formatCents(SUBSCRIPTION_PLAN.priceCents)} monthly charge
          never happens, and you keep what the {formatCents(PRODUCTS.trial.priceCents)} trial unlocked. We e-mail you a reminder two days
          before the trial ends.
        </p>
      </LegalSection>

      <LegalSection id="more" title="More">
        <p>
          The full terms of the trial and the membership are in the <TextLink to={paths.terms}>Terms of Service</TextLink>; how we handle
          your data is in the <TextLink to={paths.privacy}>Privacy Policy</TextLink>.
        </p>
      </LegalSection>
    </LegalPageLayout>
  );
}
