/** A link of the profile popover that closes it on the way to its page (shell spec, section 2). */
import { Link } from '@fluentui/react-components';
import { useAppNavigation } from '../../../components/use-app-navigation';

/** One link of the popover; following it closes the popover. */
export function ProfileLinkItem({ to, label, onNavigate }: { to: string; label: string; onNavigate: () => void }) {
  const { href, onClick } = useAppNavigation(to, onNavigate);
  return (
    <Link href={href} onClick={onClick}>
      {label}
    </Link>
  );
}
