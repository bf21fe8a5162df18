import {
  BookOpen,
  GraduationCap,
  Hammer,
  HandHeart,
  Heart,
  Landmark,
  Music,
  Users,
  type IconProps,
} from "~/components/ui/icons";

/** The lucide names the back-office may store in `projects.icon`, drawn with our own icons. */
const ICONS: Record<string, (props: IconProps) => React.JSX.Element> = {
  "book-open": BookOpen,
  "graduation-cap": GraduationCap,
  hammer: Hammer,
  "hand-heart": HandHeart,
  heart: Heart,
  landmark: Landmark,
  music: Music,
  users: Users,
};

/** A project's icon (decorative); an unknown name gets the heart. */
export function ProjectIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Heart;
  return <Icon aria-hidden="true" className={className} />;
}
