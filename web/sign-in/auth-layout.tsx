import type { ReactNode } from 'react';
import { Card, H1, Tag } from '@blueprintjs/core';
import { Messages } from '../../core/domain/messages.ts';
import { SignInText } from './sign-in-text.ts';

/** The frame of Login and Register: no app shell, one card in the middle. */
export function AuthLayout(props: { title: string; children: ReactNode; footer: ReactNode }) {
  return (
    <main className="auth-page">
      <div className="auth-page__brand">
        <span className="auth-page__product">{SignInText.appName}</span>
        <Tag intent="primary" minimal round>{Messages.alphaBadge}</Tag>
      </div>
      <p className="auth-page__tagline bp6-text-muted">{SignInText.tagline}</p>
      <Card className="auth-card" elevation={2}>
        <H1 className="auth-card__title">{props.title}</H1>
        {props.children}
      </Card>
      <p className="auth-page__footer">{props.footer}</p>
    </main>
  );
}
