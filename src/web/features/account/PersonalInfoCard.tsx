import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { profileUpdate, type ProductUser, type ProfileUpdate } from '../../../shared/api/identity';
import { useLanguage } from '../../i18n/language';
import { ApiError } from '../../lib/api';
import { errorMessage, fieldMessage } from '../../lib/error-message';
import { formatPhone } from '../../lib/phone-format';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-store';
import { useAuth } from '../auth';
import { accountApi } from './account-api';
import { EditIcon } from '../../ui/icons';

/** Personal information: read it at a glance, or edit names and phone (the email cannot change here). */
export function PersonalInfoCard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  if (!user) return null;

  return (
    <Card title={t('profile.personal.heading')}>
      {editing ? (
        <PersonalInfoForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <>
          <dl className="flex flex-col gap-3">
            <Row label={t('profile.personal.firstName')} value={user.firstName} />
            <Row label={t('profile.personal.lastName')} value={user.lastName} />
            <Row label={t('profile.personal.email')} value={user.email} />
            <Row
              label={t('profile.personal.phone')}
              value={user.phoneNumber ? formatPhone(user.phoneNumber) : t('profile.personal.noPhone')}
            />
          </dl>
          <Button variant="secondary" className="mt-4" onClick={() => setEditing(true)}>
            <EditIcon className="h-5 w-5" />
            {t('profile.personal.edit')}
          </Button>
        </>
      )}
    </Card>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="text-base break-words text-slate-900">{value || '—'}</dd>
    </div>
  );
}

function PersonalInfoForm({ user, onDone }: { user: ProductUser; onDone(): void }) {
  const { t } = useTranslation();
  const { setUser } = useAuth();
  const { language } = useLanguage();
  const form = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdate),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, phoneNumber: user.phoneNumber ?? '', language },
  });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: (values: ProfileUpdate) => accountApi.updateProfile(values),
    onSuccess: (updated) => {
      setUser(updated);
      toast({ title: t('profile.personal.savedTitle'), description: t('profile.personal.savedDescription'), variant: 'success' });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === 'firstName' || field === 'lastName' || field === 'phoneNumber') {
            form.setError(field, { message });
          }
        }
      }
      toast({ title: t('profile.updateFailed'), description: errorMessage(error, t), variant: 'destructive' });
    },
  });

  // The language is the one in use now, so saving the form never switches it back.
  const submit = form.handleSubmit((values) => save.mutate({ ...values, language }));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('profile.personal.firstName')}
        autoComplete="given-name"
        error={fieldMessage(errors.firstName?.message, t)}
        {...form.register('firstName')}
      />
      <TextField
        label={t('profile.personal.lastName')}
        autoComplete="family-name"
        error={fieldMessage(errors.lastName?.message, t)}
        {...form.register('lastName')}
      />
      <TextField
        label={t('profile.personal.email')}
        type="email"
        value={user.email}
        readOnly
        aria-readonly="true"
        className="[&_input]:bg-slate-100 [&_input]:text-slate-700"
        hint={t('profile.personal.emailReadOnly')}
      />
      <TextField
        label={t('profile.personal.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t('profile.personal.phoneHint')}
        error={fieldMessage(errors.phoneNumber?.message, t)}
        {...form.register('phoneNumber')}
      />
      <Button type="submit" busy={save.isPending}>
        {save.isPending ? t('profile.personal.saving') : t('profile.personal.save')}
      </Button>
      <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
        {t('profile.personal.cancel')}
      </Button>
    </form>
  );
}
