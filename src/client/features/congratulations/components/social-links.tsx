import type { SiteCopy } from '@shared/schemas/site';
import { useSiteCopy } from '@/features/stats';

const NETWORK_LABELS: Record<SiteCopy['socialLinks'][number]['network'], string> = {
  facebook: 'Facebook',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/** The platform's own profiles from the operator's site copy; nothing at all while none is set. */
export function SocialLinks() {
  const links = useSiteCopy().data?.socialLinks ?? [];
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="social-heading" className="flex flex-col items-center gap-3 text-center">
      <h2 id="social-heading" className="text-lg font-semibold">
        Follow us
      </h2>
      <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
        {links.map((link) => (
          <li key={link.url}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline underline-offset-2">
              {NETWORK_LABELS[link.network]}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
