import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGES, type Profile, UpdateProfileBodySchema, type UpdateProfileBody } from '@shared/schemas/member';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { userMessage } from '@/lib/api-error';
import { useUpdateProfile } from '../api/use-profile';
import { languageNote, languageOptionLabel } from '../lib/language-note';

/** The profile dialog's fields: name and language are saved; the e-mail is the sign-in address and only shown. */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const form = useForm<UpdateProfileBody>({
    resolver: zodResolver(UpdateProfileBodySchema),
    defaultValues: { name: profile.name, language: profile.language },
  });
  const update = useUpdateProfile();
  const nameError = form.formState.errors.name?.message;
  const note = languageNote(form.watch('language'));

  const onValid = async (body: UpdateProfileBody) => {
    try {
      const saved = await update.mutateAsync(body);
      toast.success('Settings Updated', { description: languageNote(saved.language) ?? 'Your profile has been saved.' });
      onSaved();
    } catch (error) {
      toast.error('Error', { description: userMessage(error, 'Your settings could not be saved. Please try again.') });
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="profile-name">Name</Label>
        <Input
          id="profile-name"
          autoComplete="name"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? 'profile-name-error' : undefined}
          {...form.register('name')}
        />
        {nameError ? (
          <p id="profile-name-error" className="text-sm text-red-700">
            {nameError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="profile-email">Email</Label>
        <Input id="profile-email" type="email" value={profile.email} readOnly aria-describedby="profile-email-note" className="bg-gray-50" />
        <p id="profile-email-note" className="text-sm text-muted">
          The address you sign in with.
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="profile-language">Language</Label>
        <NativeSelect id="profile-language" aria-describedby={note ? 'profile-language-note' : undefined} {...form.register('language')}>
          {LANGUAGES.map((language) => (
            <option key={language.code} value={language.code}>
              {languageOptionLabel(language)}
            </option>
          ))}
        </NativeSelect>
        {note ? (
          <p id="profile-language-note" className="text-sm text-muted">
            {note}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={update.isPending}>
        {update.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {update.isPending ? 'Saving...' : 'Update Changes'}
      </Button>
    </form>
  );
}
