import { useEffect, useState } from 'react';
import { Button } from '../src/button';

type Theme = 'system' | 'light' | 'dark';

/** Sets data-theme on <html>: the kit's light/dark override of the system preference. */
export function ThemeSwitch({ initial = 'system' }: { initial?: Theme }) {
  const [theme, setTheme] = useState<Theme>(initial);
  useEffect(() => {
    if (theme === 'system') document.documentElement.removeAttribute('data-theme');
    else document.documentElement.setAttribute('data-theme', theme);
  }, [theme]);
  const options: Theme[] = ['system', 'light', 'dark'];
  return (
    <fieldset className="gallery-theme">
      <legend>Theme</legend>
      {options.map((option) => (
        <Button
          key={option}
          size="sm"
          variant={theme === option ? 'primary' : 'secondary'}
          aria-pressed={theme === option}
          onClick={() => setTheme(option)}
        >
          {option[0]?.toUpperCase()}
          {option.slice(1)}
        </Button>
      ))}
    </fieldset>
  );
}
