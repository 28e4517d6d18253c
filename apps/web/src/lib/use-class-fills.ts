import { useEffect, useRef } from 'react';
import { useFormState, useWatch, type Control, type FieldPath, type PathValue, type UseFormSetValue } from 'react-hook-form';

/** What a form with a class holds of it: the class's short code, and the ages and gender it fills. */
export interface ClassFillValues {
  nationalClassShort: string;
  startAge: unknown;
  endAge: unknown;
  gender: unknown;
}

/** A class as the reference list gives it. */
export interface ClassFill {
  code: string;
  startAge: number;
  endAge: number;
  gender: number;
}

/**
 * Choosing a class fills its start age, end age and gender (spec statistics.md §4), in every form
 * that has one (record sets, manual lists). The entry's own values stay until another class is
 * chosen; a class chosen before the reference list has arrived fills once it has. After a first
 * attempt to send, the filled fields say at once what they lack.
 */
export function useClassFills<T extends ClassFillValues>(control: Control<T>, setValue: UseFormSetValue<T>, classes: readonly ClassFill[] | undefined) {
  const classCode = useWatch({ control, name: 'nationalClassShort' as FieldPath<T> }) as string;
  const { isSubmitted } = useFormState({ control });
  const filledFor = useRef(classCode);
  useEffect(() => {
    if (classCode === filledFor.current) return;
    const chosen = classes?.find((c) => c.code === classCode);
    if (!chosen) return;
    filledFor.current = classCode;
    const fill = (name: 'startAge' | 'endAge' | 'gender') =>
      setValue(name as FieldPath<T>, chosen[name] as PathValue<T, FieldPath<T>>, { shouldDirty: true, shouldValidate: isSubmitted });
    fill('startAge');
    fill('endAge');
    fill('gender');
  }, [classCode, classes, setValue, isSubmitted]);
}
