/** A setting that is on or off: its label (and a hint under it) on the left, the switch on the right. */
import type { ReactNode } from 'react';
import { Label } from './label';
import { Switch } from './switch';

export function SwitchRow(props: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <Label htmlFor={props.id}>
        {props.label}
        {props.hint && (
          <span className="mt-1 block text-xs font-normal text-muted-foreground">{props.hint}</span>
        )}
      </Label>
      <Switch
        id={props.id}
        checked={props.checked}
        disabled={props.disabled}
        onCheckedChange={props.onChange}
      />
    </div>
  );
}
