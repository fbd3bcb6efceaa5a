/** /websites/new: name a website; the name becomes its identifier (the same rule the server checks). */
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { PROJECT_NAME_PATTERN } from '../../../contracts/pricelist';
import { GraphQLRequestError } from '../../app/api/graphql-client';
import { useIsCheckingSession, useSignedInUser } from '../../app/session';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { createWebsite } from './api/create-website';
import { SignInPrompt } from './SignInPrompt';
import './websites.css';

export const WEBSITE_NAME_RULE = 'Use 3 to 63 lowercase letters, digits and hyphens, not starting or ending with a hyphen.';

export function websiteNameError(name: string): string | null {
  return name.length >= 3 && PROJECT_NAME_PATTERN.test(name) ? null : WEBSITE_NAME_RULE;
}

export function CreateWebsitePage() {
  const user = useSignedInUser();
  const isChecking = useIsCheckingSession();
  if (isChecking) return <p role="status">Loading…</p>;
  if (!user) return <SignInPrompt heading="Create a website" />;
  return <CreateWebsiteForm />;
}

function CreateWebsiteForm() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit() {
    const invalid = websiteNameError(name);
    setError(invalid);
    setFormError(null);
    if (invalid) return;
    setIsSubmitting(true);
    try {
      await createWebsite(name);
      void navigate('/websites');
    } catch (caught) {
      setIsSubmitting(false);
      const message = caught instanceof Error ? caught.message : 'The website could not be created. Please try again.';
      // The name's own problems go on the field; anything else (signed out, the network) above the form.
      if (caught instanceof GraphQLRequestError && (caught.code === 'INVALID_WEBSITE_NAME' || caught.code === 'WEBSITE_NAME_TAKEN')) setError(message);
      else setFormError(message);
    }
  }

  return (
    <div className="websites">
      <title>Create a website</title>
      <h1>Create a website</h1>
      <Form
        className="website-form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <TextField
          label="Website name"
          name="name"
          value={name}
          error={error}
          autoComplete="off"
          autoFocus
          description={WEBSITE_NAME_RULE}
          onChange={(value) => {
            setName(value);
            setError(null);
          }}
        />
        <Button type="submit" isPending={isSubmitting}>
          Create website
        </Button>
      </Form>
    </div>
  );
}
