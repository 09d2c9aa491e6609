import { injectable, multiInject, optional } from 'inversify';
import { IntegrationTool, type ToolScope } from '../../integrations/actions/integration-tool.ts';
import type { AgentToolSource } from './agent-tool-source.ts';

/** The built-in tool source: every integration's tools whose connection works in the run's space. */
@injectable()
export class ConnectedIntegrationTools implements AgentToolSource {
  constructor(@multiInject(IntegrationTool) @optional() private readonly tools: IntegrationTool[] = []) {}

  async toolsFor(scope: ToolScope): Promise<IntegrationTool[]> {
    const offered = await Promise.all((this.tools ?? []).map(async (tool) => ((await tool.available(scope).catch(() => false)) ? tool : null)));
    return offered.filter((t): t is IntegrationTool => t !== null);
  }

  /** Every tool of this kind, connected or not (the offline engine says what connecting would allow). */
  known(name: string): IntegrationTool | undefined {
    return (this.tools ?? []).find((t) => t.name === name);
  }
}
