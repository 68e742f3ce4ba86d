import { onMounted, onUnmounted } from 'vue';

/**
 * Runs `run` whenever the window comes back to the front (the desktop window's focus, a tab shown
 * again) while the screen is shown: what it shows is read again, as another window may have
 * changed it meanwhile (a move recorded, a hand started, a match made or imported).
 */
export function useBackInFront(run: () => void): void {
  // A tab shown again also gets the window's focus: one return to the front, one run.
  let due = false;
  const onFront = () => {
    if (document.visibilityState !== 'visible' || due) return;
    due = true;
    setTimeout(() => {
      due = false;
      run();
    }, 0);
  };
  onMounted(() => {
    window.addEventListener('focus', onFront);
    document.addEventListener('visibilitychange', onFront);
  });
  onUnmounted(() => {
    window.removeEventListener('focus', onFront);
    document.removeEventListener('visibilitychange', onFront);
  });
}
