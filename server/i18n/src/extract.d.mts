export interface Extracted {
  messages: string[];
  /** `t(` calls whose message is not a literal, with their line. */
  problems: string[];
}
export declare function declaresCopy(code: string): boolean;
export declare function extractMessages(code: string): Extracted;
export declare function compileMessage(message: string): unknown;
export declare function validMessage(message: string): string | null;
export declare function placeholders(message: string): string;
