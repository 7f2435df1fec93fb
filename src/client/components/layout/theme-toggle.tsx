import { Moon, Sun } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { setTheme, useTheme } from '../../lib/theme';
import { Button } from '../ui/button';

export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label={t(next === 'dark' ? 'nav.switchToDark' : 'nav.switchToLight')}
      title={t(next === 'dark' ? 'nav.switchToDark' : 'nav.switchToLight')}
      onClick={() => setTheme(next)}
    >
      {theme === 'dark' ? <Sun className="h-5 w-5" aria-hidden /> : <Moon className="h-5 w-5" aria-hidden />}
    </Button>
  );
}
