/** A checkbox with its label beside it, in the label's normal weight. */
import type { ReactNode } from 'react';
import { Checkbox } from './checkbox';
import { Label } from './label';

export function CheckboxRow(props: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={props.id} checked={props.checked} onCheckedChange={props.onChange} />
      <Label htmlFor={props.id} className="font-normal">
        {props.label}
      </Label>
    </div>
  );
}
