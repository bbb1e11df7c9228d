import { Link } from 'react-router';
import { exploreLinks } from '../lib/explore-links';

/** Spec §2's top navigation to games, courses and tests: a link appears once its page exists, until then nothing. */
export function ExploreNav() {
  const links = exploreLinks();
  if (links.length === 0) return null;
  return (
    <nav aria-label="Explore" className="flex justify-center">
      <ul className="flex flex-wrap justify-center gap-2">
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path} className="inline-flex h-10 items-center rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-gray-50">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
