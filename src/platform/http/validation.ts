import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function flatten(errors: ValidationError[], parent = ''): { field: string; message: string }[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Whitelisting pipe: unknown fields are refused, the first rule broken becomes `message`
 * (the text a screen shows) and every broken rule is listed in `errors`.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const list = flatten(errors).map((item) =>
        item.message.startsWith('property ') && item.message.endsWith('should not exist')
          ? { field: item.field, message: `Unknown field: ${item.field}` }
          : item,
      );
      return new BadRequestException({ message: list[0]?.message ?? 'Invalid request', code: 'VALIDATION', errors: list });
    },
  });
}
