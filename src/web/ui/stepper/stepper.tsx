import { useT } from '../../i18n/i18n-context.tsx';
import './stepper.css';

export type StepState = 'done' | 'current' | 'upcoming' | 'stopped';

/**
 * Where a process stands, as an ordered list: the steps behind it are marked done, the one it is at
 * (`aria-current="step"`) is current, or stopped when the process ended there, and those ahead are plain.
 * Each step's state is also written for screen readers, since marks and colours do not say it.
 */
export function Stepper({
  label,
  steps,
}: {
  label: string;
  steps: ReadonlyArray<{ label: string; state: StepState }>;
}) {
  const t = useT();
  return (
    <ol className="stepper" aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={step.label}
          className={`stepper__step stepper__step--${step.state}`}
          aria-current={step.state === 'current' || step.state === 'stopped' ? 'step' : undefined}
        >
          <span className="stepper__mark" aria-hidden="true">
            {step.state === 'done' ? '✓' : step.state === 'stopped' ? '×' : index + 1}
          </span>
          <span className="stepper__label">
            {step.label}
            {step.state !== 'upcoming' && (
              <span className="visually-hidden">{t(`stepper.${step.state}`)}</span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
