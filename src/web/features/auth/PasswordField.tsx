import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/TextField';

interface PasswordFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A password input with a show/hide toggle: on a phone keyboard, seeing what you typed saves retries. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextField ref={ref} {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        className="absolute top-0 right-0 min-h-8 rounded-lg px-2 text-sm font-semibold text-blue-800 hover:underline"
      >
        {visible ? t('auth.hidePassword') : t('auth.showPassword')}
      </button>
    </div>
  );
});
