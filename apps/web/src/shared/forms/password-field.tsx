import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import '../../i18n/account-texts.ts';
import { Button } from '../ui/button.tsx';
import { accountIcons } from '../ui/account-icons.ts';
import { Icon } from '../ui/icon.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** A password input whose text can be shown while typing, to catch typos before submitting. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'after'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      after={
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={t(visible ? 'account.fields.hidePassword' : 'account.fields.showPassword')}
          onClick={() => setVisible((value) => !value)}
        >
          <Icon path={visible ? accountIcons.eyeOff : accountIcons.eye} size={18} />
        </Button>
      }
    />
  );
}
