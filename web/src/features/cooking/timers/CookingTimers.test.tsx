import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from '../../../app/providers';
import { CookingTimersProvider } from './CookingTimers';
import { StepTimerButtons } from './StepTimerButtons';
import { TimersTray } from './TimersTray';

function renderStep(text: string, stepIndex = 1) {
  return render(
    <AppProviders>
      <CookingTimersProvider>
        <StepTimerButtons stepIndex={stepIndex} stepText={text} />
        <TimersTray />
      </CookingTimersProvider>
    </AppProviders>,
  );
}

const clock = () => screen.getByRole('timer').textContent;

describe('step timers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down from the wall clock, pauses, resumes and announces the end with the step', async () => {
    renderStep('Simmer for 1 minute 30 seconds, then rest 5 to 7 minutes.');
    expect(screen.getByRole('button', { name: 'Start 1 min 30 sec timer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start 5–7 min timer' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Start 1 min 30 sec timer' }));
    expect(clock()).toBe('01:30');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '1 min 30 sec timer running' }).disabled).toBe(true);

    act(() => jest.advanceTimersByTime(30_000));
    expect(clock()).toBe('01:00');

    fireEvent.click(screen.getByRole('button', { name: 'Pause 1 min 30 sec timer' }));
    act(() => jest.advanceTimersByTime(120_000));
    expect(clock()).toBe('01:00');

    fireEvent.click(screen.getByRole('button', { name: 'Resume 1 min 30 sec timer' }));
    act(() => jest.advanceTimersByTime(60_500));
    expect(clock()).toBe('Done!');
    expect(await screen.findByText('1 min 30 sec timer done')).toBeTruthy(); // the toast's view loads with the first toast
    expect(screen.getByText('Step 2: Simmer for 1 minute 30 seconds, then rest 5 to 7 minutes.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss 1 min 30 sec timer' }));
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('runs several timers at once and cancels one', () => {
    renderStep('Boil the pasta for 9 minutes while the sauce simmers 25 mins.');
    fireEvent.click(screen.getByRole('button', { name: 'Start 9 min timer' }));
    act(() => jest.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Start 25 min timer' }));
    expect(screen.getAllByRole('timer').map((t) => t.textContent)).toEqual(['08:00', '25:00']);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel 9 min timer' }));
    expect(screen.getAllByRole('timer').map((t) => t.textContent)).toEqual(['25:00']);
    expect(screen.getByRole('button', { name: 'Start 9 min timer' })).toBeTruthy();
  });
});
