import { Ajv, type ValidateFunction } from 'ajv';
import type { LlmTool } from '../../../core/server/agents/ports.ts';

/**
 * Checks a model's tool-call arguments against the JSON Schema the tool declares (Ajv, compiled once per tool),
 * so a tool never sees arguments of the wrong shape. A schema Ajv cannot compile rejects every call of that tool.
 */
export class ToolArgumentSchemas {
  private readonly ajv = new Ajv({ allErrors: true, strict: false });
  private readonly compiled = new WeakMap<LlmTool, ValidateFunction | null>();

  /** Null when the arguments fit the tool's schema, else what is wrong, in one line the model can act on. */
  errorsOf(tool: LlmTool, args: Record<string, unknown>): string | null {
    let validate = this.compiled.get(tool);
    if (validate === undefined) {
      try {
        validate = this.ajv.compile(tool.parameters);
      } catch {
        validate = null;
      }
      this.compiled.set(tool, validate);
    }
    if (!validate) return 'the tool declares no usable argument schema';
    if (validate(args)) return null;
    return (validate.errors ?? []).map((e) => `${e.instancePath || 'arguments'} ${e.message ?? 'is invalid'}${e.keyword === 'additionalProperties' ? ` (${String((e.params as { additionalProperty?: string }).additionalProperty)})` : ''}`).join('; ');
  }
}
