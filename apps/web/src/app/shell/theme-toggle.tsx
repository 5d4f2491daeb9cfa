import { Moon, Sun } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useThemeStore } from '../../shared/theme/theme.store';
import { Button } from '../../shared/ui/button';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <Button variant="ghost" iconOnly aria-label={label} title={label} onClick={toggleTheme}>
      {theme === 'dark' ? <Sun aria-hidden size={20} /> : <Moon aria-hidden size={20} />}
    </Button>
  );
}
