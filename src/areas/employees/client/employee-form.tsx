/**
 * The five-step employee form (spec §2 Add Employee), used to add and to edit. Tabs may be visited in any order;
 * a submit with errors opens the first tab with a problem, marks its fields and focuses the first. Server
 * refusals are shown as the spec says (inline `Server responded with {status}: {body}` plus a toast) and, when
 * they name a field (a taken e-mail or employee ID, a bad value), on that field too.
 */
import { ChevronLeft, ChevronRight, UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { type FieldErrors, get } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useMe } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { Card } from '../../../client/components/ui/card';
import { ConfirmDialog } from '../../../client/components/ui/dialog';
import { Form, useZodForm } from '../../../client/components/ui/form';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../client/components/ui/tabs';
import { ApiError, isRefusal } from '../../../client/lib/api';
import { cn } from '../../../client/lib/cn';
import { useTranslation } from '../../../client/lib/i18n';
import { DEFAULT_COUNTRY, identityRuleOf } from '../../../shared/country-profiles';
import { type CreateEmployeeBody, requiringIdentity, type UpdateEmployeeBody } from '../contract';
import { type ChosenDocuments, DocumentsStep, noDocuments } from './documents-step';
import { EmergencyStep } from './emergency-step';
import { EmploymentStep } from './employment-step';
import {
  type EmployeeFormValues,
  type FieldName,
  formSchemas,
  type Step,
  stepFields,
  stepOf,
  steps,
} from './form-model';
import { PayrollStep } from './payroll-step';
import { PersonalStep } from './personal-step';

export type EmployeeFormOutput = CreateEmployeeBody | Omit<UpdateEmployeeBody, 'employee_id'>;

export function EmployeeForm(props: {
  mode: 'create' | 'edit';
  defaultValues: EmployeeFormValues;
  employeeId?: string;
  /** Saves; throws on failure. */
  onSubmit: (values: EmployeeFormOutput, documents: ChosenDocuments) => Promise<void>;
  failureToast: string;
}) {
  const { t } = useTranslation();
  const editing = props.mode === 'edit';
  const organisation = useMe().data?.organisation;
  // Adding someone needs the identity numbers the organisation requires; an edit's are the server's to judge, as
  // whether the person has them stored is not sent back (decision 006).
  const schema = useMemo(
    () =>
      editing
        ? formSchemas.edit
        : requiringIdentity(
            formSchemas.create,
            identityRuleOf(organisation ?? { country: DEFAULT_COUNTRY, requiredIdentity: [] }),
          ),
    [editing, organisation],
  );
  const form = useZodForm<(typeof formSchemas)[keyof typeof formSchemas], EmployeeFormValues>(
    schema,
    props.defaultValues,
    { shouldFocusError: false },
  );
  const [step, setStep] = useState<Step>('personal');
  const [documents, setDocuments] = useState<ChosenDocuments>(noDocuments);
  const [confirming, setConfirming] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const index = steps.findIndex((s) => s.value === step);
  const { errors } = form.formState;
  const stepHasError = (s: Step) => stepFields[s].some((name) => get(errors, name));

  /** Previous / Next: the new step's first field takes focus, so the keyboard carries on from the top. */
  const goTo = (next: Step) => {
    setStep(next);
    const first = stepFields[next][0];
    setTimeout(() => {
      if (first) form.setFocus(first);
      else document.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"]')?.focus();
    }, 0);
  };

  /** Opens the first tab with a problem and focuses its first marked field. */
  const showFirstProblem = (found: FieldErrors<EmployeeFormValues>) => {
    const first = steps.find((s) => stepFields[s.value].some((name) => get(found, name)));
    if (!first) return;
    setStep(first.value);
    const name = stepFields[first.value].find((n) => get(found, n));
    if (name) setTimeout(() => form.setFocus(name), 0);
  };

  const persist = async (values: EmployeeFormOutput) => {
    setServerError(null);
    setPending(true);
    try {
      await props.onSubmit(values, documents);
      setConfirming(false);
    } catch (error) {
      setConfirming(false);
      const status = error instanceof ApiError ? error.status : null;
      setServerError(
        status === null
          ? (error as Error).message
          : t('employees.serverResponded', { status, message: (error as Error).message }),
      );
      // A refusal says what to change (a taken e-mail); anything else gets the general failure text.
      toast.error(isRefusal(error) ? (error as Error).message : props.failureToast);
      if (error instanceof ApiError) markServerFields(error.problems);
    } finally {
      setPending(false);
    }
  };
  const showProblems = (found: FieldErrors<EmployeeFormValues>) => {
    setConfirming(false);
    showFirstProblem(found);
  };
  const save = form.handleSubmit(persist, showProblems);
  // Adding asks first (spec §2), whatever the form holds: Confirm then checks and saves.
  const confirm = () => setConfirming(true);

  /** A refusal's problems naming fields of this form (a taken e-mail, bad values): mark each, open the first's tab. */
  function markServerFields(problems: ApiError['problems']) {
    const marked = problems.filter((p) => p.field && stepOf(p.field));
    for (const p of marked) form.setError(p.field as FieldName, { type: 'server', message: p.message });
    const first = marked[0]?.field as FieldName | undefined;
    if (!first) return;
    setStep(stepOf(first)!);
    setTimeout(() => form.setFocus(first), 0);
  }

  const submitLabel = t(editing ? 'employees.saveChanges' : 'overview.addEmployee');
  return (
    <>
      <Form
        form={form}
        id="employee"
        onSubmit={editing ? persist : confirm}
        onInvalid={editing ? showProblems : confirm}
      >
        <Tabs value={step} onValueChange={(v) => setStep(v as Step)}>
          <TabsList aria-label={t('employees.steps')} className="w-full justify-start">
            {steps.map((s, i) => (
              <TabsTrigger
                key={s.value}
                value={s.value}
                className={cn(stepHasError(s.value) && 'text-destructive')}
              >
                <span aria-hidden className="mr-1 hidden sm:inline">
                  {t('employees.stepNumber', { number: i + 1 })}
                </span>
                {t(`employees.step.${s.value}`)}
                {stepHasError(s.value) && <span className="sr-only"> {t('employees.hasErrors')}</span>}
                {stepHasError(s.value) && (
                  <span aria-hidden className="ml-1 inline-block h-2 w-2 rounded-full bg-destructive" />
                )}
              </TabsTrigger>
            ))}
          </TabsList>
          <Card className="mt-4 p-5">
            {/* Every step stays mounted (only hidden), so values and focus survive moving between tabs. */}
            <TabsContent forceMount value="personal" className="mt-0 data-[state=inactive]:hidden">
              <PersonalStep editing={editing} />
            </TabsContent>
            <TabsContent forceMount value="employment" className="mt-0 data-[state=inactive]:hidden">
              <EmploymentStep employeeId={props.employeeId} />
            </TabsContent>
            <TabsContent forceMount value="payroll" className="mt-0 data-[state=inactive]:hidden">
              <PayrollStep editing={editing} />
            </TabsContent>
            <TabsContent forceMount value="documents" className="mt-0 data-[state=inactive]:hidden">
              <DocumentsStep chosen={documents} onChange={setDocuments} editing={editing} />
            </TabsContent>
            <TabsContent forceMount value="emergency" className="mt-0 data-[state=inactive]:hidden">
              <EmergencyStep />
            </TabsContent>
          </Card>
        </Tabs>

        {serverError && (
          <p role="alert" className="mt-4 text-sm font-medium text-destructive">
            {serverError}
          </p>
        )}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={index === 0}
            onClick={() => goTo(steps[index - 1]!.value)}
          >
            <ChevronLeft className="h-4 w-4" aria-hidden /> {t('pagination.previous')}
          </Button>
          {index < steps.length - 1 ? (
            // Distinct keys: reusing one element would turn "Next" into a submit button mid-click and submit.
            <Button key="next" type="button" onClick={() => goTo(steps[index + 1]!.value)}>
              {t('pagination.next')} <ChevronRight className="h-4 w-4" aria-hidden />
            </Button>
          ) : (
            <Button key="submit" type="submit" disabled={pending}>
              <UserPlus className="h-4 w-4" aria-hidden /> {pending ? t('common.submitting') : submitLabel}
            </Button>
          )}
        </div>
      </Form>

      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('employees.confirmTitle')}
        description={t('employees.addConfirm')}
        action={t('employees.confirm')}
        pendingAction={t('common.submitting')}
        pending={pending}
        onAction={() => save()}
        destructive={false}
      />
    </>
  );
}
