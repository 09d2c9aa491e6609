import type { FormHTMLAttributes } from 'react';

/** A form the page handles itself: submitting runs `onSubmit` instead of the browser's navigation. */
export function Form({ onSubmit, ...props }: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & { onSubmit: () => void }) {
  return (
    <form
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    />
  );
}
