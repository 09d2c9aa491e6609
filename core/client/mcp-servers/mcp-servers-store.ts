import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef } from 'mobx';
import type { Resettable } from '../stores/store-registry.ts';
import { ApiClient } from '../api/api-client.ts';
import { storeError } from '../store-error.ts';
import { McpServersMessages } from './mcp-servers-messages.ts';
import type { AddMcpServer, McpServerView, McpServersView } from '../../domain/mcp-servers/mcp-servers.ts';
import { McpServersApi } from '../../domain/mcp-servers/mcp-servers-api.ts';

/**
 * The current space's external MCP servers (tool servers) and their tools: members read them, owners and
 * admins add, check again, switch tools and remove. Credentials never come back from the server.
 */
@injectable()
export class McpServersStore implements Resettable {
  readonly storeName = 'mcp-servers';
  servers: McpServerView[] = [];
  /** The sandbox's demo server, in sandbox mode. */
  sandbox: McpServersView['sandbox'] = null;

  constructor(@inject(ApiClient) private readonly api: ApiClient) {
    makeObservable<this, 'replace'>(this, { servers: observableRef, sandbox: observableRef, reset: action, apply: action, replace: action });
  }

  reset(): void {
    this.servers = [];
    this.sandbox = null;
  }

  async fetch(): Promise<McpServersView> {
    try {
      const view = await this.api.call(McpServersApi.list, {});
      this.apply(view);
      return view;
    } catch (error) {
      throw storeError(error, McpServersMessages.fetchMcpServersFailed);
    }
  }

  async add(input: AddMcpServer): Promise<McpServerView> {
    try {
      const server = await this.api.call(McpServersApi.add, {}, input);
      this.replace(server);
      return server;
    } catch (error) {
      throw storeError(error, McpServersMessages.addMcpServerFailed);
    }
  }

  async refresh(id: string): Promise<McpServerView> {
    try {
      const server = await this.api.call(McpServersApi.refresh, { id });
      this.replace(server);
      return server;
    } catch (error) {
      throw storeError(error, McpServersMessages.refreshMcpServerFailed);
    }
  }

  async setToolEnabled(id: string, tool: string, enabled: boolean): Promise<McpServerView> {
    try {
      const server = await this.api.call(McpServersApi.setToolEnabled, { id, name: tool }, { enabled });
      this.replace(server);
      return server;
    } catch (error) {
      throw storeError(error, McpServersMessages.toggleMcpToolFailed);
    }
  }

  /** Every tool of the server enabled, or none. */
  async setAllToolsEnabled(id: string, enabled: boolean): Promise<McpServerView> {
    try {
      const server = await this.api.call(McpServersApi.setAllToolsEnabled, { id }, { enabled });
      this.replace(server);
      return server;
    } catch (error) {
      throw storeError(error, McpServersMessages.switchMcpToolsFailed);
    }
  }

  async remove(id: string): Promise<void> {
    try {
      await this.api.call(McpServersApi.remove, { id });
      this.servers = this.servers.filter((s) => s.id !== id);
    } catch (error) {
      throw storeError(error, McpServersMessages.removeMcpServerFailed);
    }
  }

  apply(view: McpServersView): void {
    this.servers = view.servers;
    this.sandbox = view.sandbox;
  }

  private replace(server: McpServerView): void {
    this.servers = this.servers.some((s) => s.id === server.id) ? this.servers.map((s) => (s.id === server.id ? server : s)) : [...this.servers, server];
  }
}
