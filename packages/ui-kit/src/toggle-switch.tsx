import { type ComponentPropsWithRef, type CSSProperties, type ReactNode, useState } from 'react';
import { cx } from './class-names';
import { Field } from './field';

/** Props of {@link ToggleSwitch}: native button props plus the on/off state. */
export interface ToggleSwitchProps
  extends Omit<
    ComponentPropsWithRef<'button'>,
    'type' | 'role' | 'value' | 'defaultValue' | 'onChange' | 'children'
  > {
  /** Visible label tied to the switch. */
  label: ReactNode;
  /** Controlled state. */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state when the switch is flipped. */
  onCheckedChange?: (checked: boolean) => void;
  /** When set, a hidden input of this name carries "true" or "false" into FormData. */
  name?: string;
  /** Track width in px; 56 by default. */
  width?: number;
  /** Track height in px; 28 by default. */
  height?: number;
  /** Error message shown under the switch. */
  error?: ReactNode;
  /** Help text shown under the switch. */
  hint?: ReactNode;
}

/** An on/off switch (role="switch", aria-checked) flipped by click, Space or Enter; 56 x 28 by default. */
export function ToggleSwitch({
  label,
  checked,
  defaultChecked = false,
  onCheckedChange,
  name,
  width = 56,
  height = 28,
  error,
  hint,
  className,
  id,
  onClick,
  style,
  'aria-describedby': describedBy,
  ...rest
}: ToggleSwitchProps) {
  const [own, setOwn] = useState(defaultChecked);
  const on = checked ?? own;
  const size: CSSProperties & Record<'--ui-switch-w' | '--ui-switch-h', string> = {
    '--ui-switch-w': `${width}px`,
    '--ui-switch-h': `${height}px`,
  };
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      id={id}
      describedBy={describedBy}
      className={cx('ui-field--switch', className)}
    >
      {(control) => (
        <>
          <button
            type="button"
            role="switch"
            aria-checked={on}
            className="ui-switch"
            style={{ ...size, ...style }}
            onClick={(event) => {
              onClick?.(event);
              if (event.defaultPrevented) return;
              if (checked === undefined) setOwn(!on);
              onCheckedChange?.(!on);
            }}
            {...rest}
            {...control}
          >
            <span className="ui-switch-thumb" aria-hidden="true" />
          </button>
          {name !== undefined && <input type="hidden" name={name} value={on ? 'true' : 'false'} />}
        </>
      )}
    </Field>
  );
}
